import type { Address, SocialMedia } from '@vitrine/contract';

/**
 * The demo's featured event, its tenant and its speakers: pure data, inserted by seed.ts.
 * Exhibitors, properties, agenda and posts live in the sibling demo-*.ts files.
 */

export const demoTenant = {
  name: 'Vitrine Imóveis',
  supportEmail: 'contato@vitrine.demo',
  supportPhone: '+55 11 4000-2024',
} as const;

/** Thursday to Saturday; far enough ahead that the demo event stays upcoming. */
export const eventDays = ['2027-03-18', '2027-03-19', '2027-03-20'] as const;
export type EventDay = (typeof eventDays)[number];

export interface DemoEvent {
  title: string;
  description: string;
  aboutSponsor: string;
  local: string;
  capacity: number;
  dateStart: EventDay;
  dateEnd: EventDay;
  timeStart: string;
  timeEnd: string;
  timeZone: string;
  address: Address;
  socialMedia: SocialMedia;
  videos: string[];
  /** Captions drawn onto the generated gallery pictures. */
  gallery: { title: string; subtitle: string }[];
  cover: { title: string; subtitle: string };
}

export const demoEvent: DemoEvent = {
  title: 'Salão Imobiliário São Paulo 2027',
  description: [
    '<p>O <strong>Salão Imobiliário São Paulo 2027</strong> reúne, durante três dias no São Paulo Expo, as principais incorporadoras, construtoras, imobiliárias e bancos do mercado paulista. É a chance de conhecer os lançamentos do ano, comparar condições de financiamento e fechar negócio com quem constrói a cidade.</p>',
    '<p>Nesta edição são dois pavilhões com mais de <strong>300 empreendimentos</strong> da capital, da Grande São Paulo e do litoral, do studio compacto perto do metrô à casa de alto padrão.</p>',
    '<ul>',
    '<li><strong>Dia VIP (18/03):</strong> abertura exclusiva para convidados, corretores e investidores, com condições especiais de lançamento.</li>',
    '<li>Simulação de crédito na hora com os bancos e cooperativas parceiros.</li>',
    '<li>Palestras sobre mercado, arquitetura, sustentabilidade e tecnologia no Palco Principal.</li>',
    '<li>Espaço kids, praça de alimentação e estacionamento no local.</li>',
    '</ul>',
    '<p>A entrada é <strong>gratuita</strong> mediante inscrição. Traga um documento com foto para retirar sua credencial.</p>',
  ].join(''),
  aboutSponsor: [
    '<p>O salão é uma realização da <strong>Vitrine Imóveis</strong>, com patrocínio master do <strong>Banco Horizonte</strong> e da <strong>Aurora Incorporadora</strong>.</p>',
    '<p>Os patrocinadores oferecem aos visitantes taxas diferenciadas de financiamento e descontos exclusivos nas unidades apresentadas durante o evento.</p>',
  ].join(''),
  local: 'São Paulo Expo',
  capacity: 5000,
  dateStart: '2027-03-18',
  dateEnd: '2027-03-20',
  timeStart: '10:00:00',
  timeEnd: '20:00:00',
  timeZone: 'America/Sao_Paulo',
  address: {
    road: 'Rodovia dos Imigrantes',
    number: 'km 1,5',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '04329-900',
    complement: 'Vila Água Funda · Pavilhões A e B',
  },
  socialMedia: {
    whatsapp: 'https://wa.me/551140002024',
    site: 'https://vitrine.demo/salao-sp-2027',
    facebook: 'https://www.facebook.com/salaoimobiliariosp',
    instagram: 'https://www.instagram.com/salaoimobiliariosp',
    linkedin: 'https://www.linkedin.com/company/salaoimobiliariosp',
    spotify: null,
    youtube: 'https://www.youtube.com/@salaoimobiliariosp',
    twitter: null,
  },
  videos: ['https://www.youtube.com/embed/7Xq2c3nZ0uE'],
  cover: { title: 'Salão Imobiliário São Paulo 2027', subtitle: '18 a 20 de março · São Paulo Expo' },
  gallery: [
    { title: 'Dia VIP', subtitle: 'Abertura para convidados e investidores' },
    { title: 'Pavilhão de lançamentos', subtitle: 'Mais de 300 empreendimentos' },
    { title: 'Palco Principal', subtitle: 'Palestras e painéis nos três dias' },
    { title: 'Lounge de negócios', subtitle: 'Crédito e simulações na hora' },
  ],
};

export type SpeakerKey = 'helena' | 'rafael' | 'camila' | 'thiago' | 'beatriz' | 'paulo';

export interface DemoSpeaker {
  key: SpeakerKey;
  name: string;
  company: string;
  office: string;
  description: string;
}

export const demoSpeakers: DemoSpeaker[] = [
  {
    key: 'helena',
    name: 'Helena Duarte',
    company: 'Banco Horizonte',
    office: 'Economista-chefe',
    description:
      '<p>Helena Duarte é economista-chefe do Banco Horizonte e acompanha o crédito imobiliário há mais de quinze anos. Doutora pela USP, comenta juros e inflação em jornais e podcasts do setor.</p>',
  },
  {
    key: 'rafael',
    name: 'Rafael Menezes',
    company: 'Aurora Incorporadora',
    office: 'CEO',
    description:
      '<p>Rafael Menezes lidera a Aurora Incorporadora, responsável por mais de 40 empreendimentos residenciais em São Paulo. Engenheiro civil, defende bairros compactos, perto do transporte público.</p>',
  },
  {
    key: 'camila',
    name: 'Camila Nogueira',
    company: 'Estúdio Traço Arquitetura',
    office: 'Arquiteta e sócia-fundadora',
    description:
      '<p>Camila Nogueira é arquiteta e urbanista, sócia do Estúdio Traço. Seus projetos de interiores para apartamentos compactos já receberam prêmios nacionais de design.</p>',
  },
  {
    key: 'thiago',
    name: 'Thiago Albuquerque',
    company: 'Chave Digital',
    office: 'Fundador',
    description:
      '<p>Thiago Albuquerque fundou a Chave Digital, plataforma que digitaliza a compra e a locação de imóveis. Fala sobre dados, assinatura eletrônica e a nova jornada do comprador.</p>',
  },
  {
    key: 'beatriz',
    name: 'Beatriz Okamoto',
    company: 'Cooperativa Teto Seguro',
    office: 'Diretora de crédito imobiliário',
    description:
      '<p>Beatriz Okamoto dirige a área de crédito imobiliário da Cooperativa Teto Seguro. Especialista em consórcio e em financiamento para o primeiro imóvel, ajuda famílias a planejar a entrada.</p>',
  },
  {
    key: 'paulo',
    name: 'Paulo Sérgio Lima',
    company: 'Instituto Morar Bem',
    office: 'Presidente',
    description:
      '<p>Paulo Sérgio Lima preside o Instituto Morar Bem, que estuda habitação e mobilidade na região metropolitana. É corretor há trinta anos e conselheiro de entidades do setor.</p>',
  },
];
