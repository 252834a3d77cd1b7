import type { Address, Quota, SocialMedia } from '@vitrine/contract';

export type ExhibitorKey =
  | 'horizonte'
  | 'aurora'
  | 'vertice'
  | 'pilar'
  | 'casaPaulista'
  | 'moradaCerta'
  | 'chaveDigital'
  | 'larConectado'
  | 'tetoSeguro'
  | 'traco';

export interface DemoExhibitor {
  key: ExhibitorKey;
  /** Letters drawn on the generated logo. */
  monogram: string;
  title: string;
  description: string;
  /** At most 120 characters: shown on cards and in the shortcut panel. */
  shortDescription: string;
  category: string;
  quota: Quota;
  sponsor: boolean;
  aboutSponsor: string | null;
  sector: string;
  company: string;
  local: string;
  address: Address;
  socialMedia: Partial<SocialMedia>;
}

const saoPaulo = (road: string, number: string, zipCode: string, complement: string | null): Address => ({
  road,
  number,
  city: 'São Paulo',
  state: 'SP',
  zipCode,
  complement,
});

/** The two sponsors come first: the event's sponsor list follows insertion order. */
export const demoExhibitors: DemoExhibitor[] = [
  {
    key: 'horizonte',
    monogram: 'BH',
    title: 'Banco Horizonte',
    description:
      '<p>O <strong>Banco Horizonte</strong> financia a casa própria há mais de 50 anos. No salão, os visitantes simulam o crédito na hora e saem com a <strong>pré-aprovação</strong> em mãos.</p><ul><li>Financiamento em até 420 meses</li><li>Uso do FGTS na entrada</li><li>Taxas especiais para imóveis do salão</li></ul>',
    shortDescription: 'Crédito imobiliário com pré-aprovação na hora e taxas especiais para o salão.',
    category: 'Financiamento',
    quota: 'DIAMOND',
    sponsor: true,
    aboutSponsor:
      '<p>Patrocinador master do salão, o Banco Horizonte oferece <strong>redução de taxa</strong> para contratos assinados até 30 dias após o evento.</p>',
    sector: 'Serviços financeiros',
    company: 'Banco Horizonte S.A.',
    local: 'Pavilhão A · Estande 1',
    address: saoPaulo('Avenida Paulista', '1842', '01310-200', '12º andar'),
    socialMedia: {
      site: 'https://bancohorizonte.demo',
      instagram: 'https://www.instagram.com/bancohorizonte.demo',
      linkedin: 'https://www.linkedin.com/company/bancohorizonte-demo',
      youtube: 'https://www.youtube.com/@bancohorizontedemo',
    },
  },
  {
    key: 'aurora',
    monogram: 'AI',
    title: 'Aurora Incorporadora',
    description:
      '<p>A <strong>Aurora Incorporadora</strong> desenvolve empreendimentos residenciais em bairros bem servidos de transporte, com projetos assinados por escritórios paulistanos.</p><p>No estande, maquetes e óculos de realidade virtual mostram os lançamentos de 2027.</p>',
    shortDescription:
      'Residenciais perto do metrô, do studio ao três dormitórios, com lançamentos exclusivos.',
    category: 'Incorporadoras',
    quota: 'DIAMOND',
    sponsor: true,
    aboutSponsor:
      '<p>Patrocinadora master, a Aurora garante <strong>desconto de lançamento</strong> nas unidades reservadas durante o Dia VIP.</p>',
    sector: 'Incorporação imobiliária',
    company: 'Aurora Empreendimentos Imobiliários Ltda.',
    local: 'Pavilhão A · Estande 2',
    address: saoPaulo('Avenida Brigadeiro Faria Lima', '3477', '04538-133', 'Conjunto 81'),
    socialMedia: {
      whatsapp: 'https://wa.me/5511940012027',
      site: 'https://aurora-incorporadora.demo',
      instagram: 'https://www.instagram.com/aurora.incorporadora.demo',
      facebook: 'https://www.facebook.com/auroraincorporadorademo',
    },
  },
  {
    key: 'vertice',
    monogram: 'VU',
    title: 'Vértice Urbanismo',
    description:
      '<p>A <strong>Vértice Urbanismo</strong> projeta bairros planejados e condomínios de uso misto, com praças abertas, comércio no térreo e ciclovias integradas.</p>',
    shortDescription: 'Bairros planejados e condomínios de uso misto na capital e na Grande São Paulo.',
    category: 'Incorporadoras',
    quota: 'DIAMOND',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Urbanismo',
    company: 'Vértice Urbanismo e Participações S.A.',
    local: 'Pavilhão A · Estande 5',
    address: saoPaulo('Avenida Engenheiro Luís Carlos Berrini', '1140', '04571-000', '7º andar'),
    socialMedia: {
      site: 'https://verticeurbanismo.demo',
      linkedin: 'https://www.linkedin.com/company/verticeurbanismo-demo',
    },
  },
  {
    key: 'pilar',
    monogram: 'PF',
    title: 'Construtora Pilar Forte',
    description:
      '<p>A <strong>Construtora Pilar Forte</strong> entrega obras residenciais há 25 anos, com canteiros certificados e acompanhamento da obra pelo aplicativo.</p><ul><li>Mais de 12 mil unidades entregues</li><li>Garantia estendida de cinco anos</li></ul>',
    shortDescription: 'Obras residenciais com 25 anos de entregas no prazo e acompanhamento pelo aplicativo.',
    category: 'Construtoras',
    quota: 'CONSTRUCTOR',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Construção civil',
    company: 'Pilar Forte Engenharia e Construções Ltda.',
    local: 'Pavilhão A · Estande 12',
    address: saoPaulo('Rua Funchal', '418', '04551-060', 'Vila Olímpia'),
    socialMedia: {
      whatsapp: 'https://wa.me/5511940022027',
      site: 'https://pilarforte.demo',
      instagram: 'https://www.instagram.com/pilarforte.demo',
    },
  },
  {
    key: 'casaPaulista',
    monogram: 'CP',
    title: 'Casa Paulista Imóveis',
    description:
      '<p>A <strong>Casa Paulista Imóveis</strong> reúne 200 corretores especializados em revenda e locação nas zonas Sul e Oeste. No salão, a equipe apresenta uma seleção de imóveis prontos para morar.</p>',
    shortDescription: 'Revenda e locação nas zonas Sul e Oeste, com imóveis prontos para morar.',
    category: 'Imobiliárias',
    quota: 'GOLD',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Intermediação imobiliária',
    company: 'Casa Paulista Negócios Imobiliários Ltda.',
    local: 'Pavilhão B · Estande 3',
    address: saoPaulo('Rua Oscar Freire', '1209', '01426-001', 'Jardins'),
    socialMedia: {
      site: 'https://casapaulista.demo',
      facebook: 'https://www.facebook.com/casapaulistademo',
      instagram: 'https://www.instagram.com/casapaulista.demo',
    },
  },
  {
    key: 'tetoSeguro',
    monogram: 'TS',
    title: 'Cooperativa Teto Seguro',
    description:
      '<p>A <strong>Cooperativa Teto Seguro</strong> oferece consórcio imobiliário e crédito cooperativo, com assembleias mensais e atendimento próximo de quem está comprando o primeiro imóvel.</p>',
    shortDescription: 'Consórcio imobiliário e crédito cooperativo para o primeiro imóvel.',
    category: 'Financiamento',
    quota: 'GOLD',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Crédito cooperativo',
    company: 'Cooperativa de Crédito Teto Seguro',
    local: 'Pavilhão B · Estande 8',
    address: saoPaulo('Rua Vergueiro', '2253', '04101-100', 'Vila Mariana'),
    socialMedia: {
      whatsapp: 'https://wa.me/5511940032027',
      site: 'https://tetoseguro.demo',
    },
  },
  {
    key: 'moradaCerta',
    monogram: 'MC',
    title: 'Morada Certa Imobiliária',
    description:
      '<p>A <strong>Morada Certa</strong> é uma imobiliária de bairro com atendimento em Santana, Tucuruvi e Tatuapé. Especialista em casas e apartamentos de até 80 m².</p>',
    shortDescription: 'Imobiliária da Zona Norte e Leste, especialista em imóveis de até 80 m².',
    category: 'Imobiliárias',
    quota: 'SILVER',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Intermediação imobiliária',
    company: 'Morada Certa Imóveis Ltda.',
    local: 'Pavilhão B · Estande 15',
    address: saoPaulo('Rua Voluntários da Pátria', '3120', '02401-000', 'Santana'),
    socialMedia: {
      instagram: 'https://www.instagram.com/moradacerta.demo',
      whatsapp: 'https://wa.me/5511940042027',
    },
  },
  {
    key: 'chaveDigital',
    monogram: 'CD',
    title: 'Chave Digital',
    description:
      '<p>A <strong>Chave Digital</strong> é uma proptech que leva a compra do imóvel para o celular: visita virtual, análise de documentos e <strong>assinatura eletrônica</strong> do contrato.</p>',
    shortDescription: 'Compra e locação de imóveis pelo celular, da visita virtual à assinatura eletrônica.',
    category: 'Tecnologia',
    quota: 'TECH',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Tecnologia imobiliária',
    company: 'Chave Digital Tecnologia Ltda.',
    local: 'Pavilhão B · Espaço Inovação 2',
    address: saoPaulo('Rua Tabapuã', '1123', '04533-014', 'Itaim Bibi'),
    socialMedia: {
      site: 'https://chavedigital.demo',
      linkedin: 'https://www.linkedin.com/company/chavedigital-demo',
      instagram: 'https://www.instagram.com/chavedigital.demo',
    },
  },
  {
    key: 'larConectado',
    monogram: 'LC',
    title: 'Lar Conectado Automação',
    description:
      '<p>A <strong>Lar Conectado</strong> instala automação residencial em apartamentos novos: fechaduras digitais, iluminação inteligente e medição individual de água e energia.</p>',
    shortDescription: 'Automação residencial para apartamentos novos: fechaduras, luz e medição inteligente.',
    category: 'Tecnologia',
    quota: 'SILVER',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Automação residencial',
    company: 'Lar Conectado Sistemas Ltda.',
    local: 'Pavilhão B · Espaço Inovação 5',
    address: saoPaulo('Avenida Rebouças', '2636', '05402-400', 'Pinheiros'),
    socialMedia: {
      site: 'https://larconectado.demo',
      youtube: 'https://www.youtube.com/@larconectadodemo',
    },
  },
  {
    key: 'traco',
    monogram: 'ET',
    title: 'Estúdio Traço Arquitetura',
    description:
      '<p>O <strong>Estúdio Traço</strong> assina projetos de interiores para apartamentos compactos e áreas comuns de condomínios. No salão, monta um decorado de 32 m² para visitação.</p>',
    shortDescription: 'Arquitetura de interiores para compactos, com um decorado de 32 m² no salão.',
    category: 'Arquitetura e Decoração',
    quota: 'PRESENT',
    sponsor: false,
    aboutSponsor: null,
    sector: 'Arquitetura',
    company: 'Traço Arquitetura e Interiores Ltda.',
    local: 'Pavilhão B · Estande 21',
    address: saoPaulo('Rua Fradique Coutinho', '955', '05416-011', 'Vila Madalena'),
    socialMedia: {
      instagram: 'https://www.instagram.com/estudiotraco.demo',
      site: 'https://estudiotraco.demo',
    },
  },
];
