import type { Address, PropertyStatus } from '@vitrine/contract';
import type { ExhibitorKey } from './demo-exhibitors.ts';

/** Properties of the route; the listing groups them by the owning exhibitor's title. */
export interface DemoProperty {
  exhibitor: ExhibitorKey;
  title: string;
  description: string;
  status: PropertyStatus;
  room: number;
  suites: number;
  /** m² */
  size: number;
  contact: string;
  /** The neighbourhood rides in `complement`: Address has no field of its own for it. */
  address: Address;
}

const inSaoPaulo = (road: string, number: string, zipCode: string, neighbourhood: string): Address => ({
  road,
  number,
  city: 'São Paulo',
  state: 'SP',
  zipCode,
  complement: neighbourhood,
});

export const demoProperties: DemoProperty[] = [
  {
    exhibitor: 'aurora',
    title: 'Aurora Vila Mariana',
    description:
      '<p>Apartamentos de 2 dormitórios a <strong>400 m do metrô Santa Cruz</strong>, com varanda gourmet e lazer completo no rooftop.</p><ul><li>Piscina aquecida e academia</li><li>Bicicletário e vaga para carro elétrico</li></ul>',
    status: 'LAUNCH',
    room: 2,
    suites: 1,
    size: 68,
    contact: 'vendas@aurora-incorporadora.demo',
    address: inSaoPaulo('Rua Domingos de Morais', '2510', '04036-100', 'Vila Mariana'),
  },
  {
    exhibitor: 'aurora',
    title: 'Aurora Pinheiros Studios',
    description:
      '<p>Studios mobiliados entre o Largo da Batata e a Faria Lima, ideais para <strong>morar ou investir</strong> em locação.</p><p>Lavanderia coletiva, coworking e portaria digital 24 horas.</p>',
    status: 'UNDER_CONSTRUCTION',
    room: 1,
    suites: 0,
    size: 27,
    contact: '(11) 4000-2031',
    address: inSaoPaulo('Rua dos Pinheiros', '1370', '05422-002', 'Pinheiros'),
  },
  {
    exhibitor: 'aurora',
    title: 'Aurora Moema Parque',
    description:
      '<p>Três suítes em frente ao Parque Ibirapuera, com planta flexível e <strong>duas vagas</strong> por unidade. Entrega prevista para o segundo semestre de 2028.</p>',
    status: 'SOON_LAUNCH',
    room: 3,
    suites: 3,
    size: 132,
    contact: 'vendas@aurora-incorporadora.demo',
    address: inSaoPaulo('Avenida República do Líbano', '1940', '04502-001', 'Moema'),
  },
  {
    exhibitor: 'aurora',
    title: 'Aurora Perdizes Jardim',
    description:
      '<p>Condomínio <strong>pronto para morar</strong> em rua arborizada de Perdizes, com últimas unidades de 3 dormitórios e escritura na hora.</p>',
    status: 'READY',
    room: 3,
    suites: 1,
    size: 94,
    contact: '(11) 4000-2032',
    address: inSaoPaulo('Rua Cardoso de Almeida', '1705', '05013-001', 'Perdizes'),
  },
  {
    exhibitor: 'pilar',
    title: 'Residencial Pilar Tatuapé',
    description:
      '<p>Torre única com 2 e 3 dormitórios a poucos passos do Shopping Metrô Tatuapé. <strong>Obra em fase de acabamento</strong>, com visitas ao decorado aos sábados.</p>',
    status: 'UNDER_CONSTRUCTION',
    room: 3,
    suites: 1,
    size: 78,
    contact: 'atendimento@pilarforte.demo',
    address: inSaoPaulo('Rua Tuiuti', '2250', '03307-005', 'Tatuapé'),
  },
  {
    exhibitor: 'pilar',
    title: 'Pilar Santana Garden',
    description:
      '<p>Apartamentos com <strong>jardim privativo</strong> no térreo e varanda nos andares altos, perto do metrô Santana.</p><ul><li>Entrada facilitada</li><li>Uso do FGTS</li></ul>',
    status: 'READY',
    room: 2,
    suites: 1,
    size: 57,
    contact: '(11) 4000-2041',
    address: inSaoPaulo('Rua Doutor César', '980', '02013-003', 'Santana'),
  },
  {
    exhibitor: 'pilar',
    title: 'Pilar Leopoldina Connect',
    description:
      '<p>Lançamento na Vila Leopoldina com apartamentos de 2 suítes, <strong>home office</strong> planejado e área de lazer com quadra de beach tennis.</p>',
    status: 'LAUNCH',
    room: 2,
    suites: 2,
    size: 71,
    contact: 'atendimento@pilarforte.demo',
    address: inSaoPaulo('Avenida Imperatriz Leopoldina', '1260', '05305-002', 'Vila Leopoldina'),
  },
];
