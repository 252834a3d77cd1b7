import type { EventDay, SpeakerKey } from './demo-content.ts';

/** The three-day programme (one parallel workshop on the 19th); times are `time` column strings, speakers in the order shown. */
export interface DemoAgendaItem {
  date: EventDay;
  timeStart: string;
  timeEnd: string;
  theme: string;
  description: string;
  speakers: SpeakerKey[];
  /** Room or stage name. */
  stage: string;
  /** Starred by the demo visitor, so 'Minha agenda' is not empty (two of them overlap). */
  starred?: true;
}

export const demoAgenda: DemoAgendaItem[] = [
  {
    date: '2027-03-18',
    timeStart: '10:00:00',
    timeEnd: '11:00:00',
    theme: 'Dia VIP · Abertura oficial e credenciamento de convidados',
    description:
      'Boas-vindas aos convidados, corretores e investidores, com café da manhã no Lounge de negócios.',
    speakers: [],
    stage: 'Auditório Principal',
  },
  {
    date: '2027-03-18',
    timeStart: '11:00:00',
    timeEnd: '12:30:00',
    theme: 'Dia VIP · Cenário do mercado imobiliário paulista em 2027',
    description: 'Juros, crédito e demanda: o que esperar para lançamentos e revendas na capital neste ano.',
    speakers: ['helena', 'rafael'],
    stage: 'Auditório Principal',
  },
  {
    date: '2027-03-18',
    timeStart: '14:00:00',
    timeEnd: '15:00:00',
    theme: 'Dia VIP · Investir na planta: riscos e oportunidades',
    description:
      'Como avaliar incorporadora, cronograma de obra e valorização antes de comprar um imóvel na planta.',
    speakers: ['rafael'],
    stage: 'Auditório Principal',
  },
  {
    date: '2027-03-18',
    timeStart: '16:00:00',
    timeEnd: '17:00:00',
    theme: 'Dia VIP · Rodada de negócios com incorporadoras',
    description:
      'Encontros agendados entre investidores e equipes comerciais dos expositores, no Pavilhão A.',
    speakers: [],
    stage: 'Pavilhão A',
  },
  {
    date: '2027-03-18',
    timeStart: '18:30:00',
    timeEnd: '20:00:00',
    theme: 'Dia VIP · Coquetel de lançamentos',
    description: 'Apresentação dos lançamentos exclusivos do salão, com condições válidas apenas no Dia VIP.',
    speakers: [],
    stage: 'Lounge de negócios',
  },
  {
    date: '2027-03-19',
    timeStart: '10:30:00',
    timeEnd: '11:30:00',
    theme: 'Primeiro imóvel: como planejar a entrada',
    description:
      'Poupança, FGTS, consórcio e subsídios: um passo a passo para quem vai comprar pela primeira vez.',
    speakers: ['beatriz'],
    stage: 'Auditório Principal',
    starred: true,
  },
  {
    date: '2027-03-19',
    timeStart: '11:00:00',
    timeEnd: '12:00:00',
    theme: 'Oficina: os documentos do financiamento',
    description:
      'Matrícula, certidões e comprovantes: o que separar antes de pedir crédito, com modelos para levar.',
    speakers: ['thiago'],
    stage: 'Sala 2',
    starred: true,
  },
  {
    date: '2027-03-19',
    timeStart: '13:00:00',
    timeEnd: '14:00:00',
    theme: 'Apartamentos compactos que parecem grandes',
    description: 'Soluções de marcenaria, iluminação e layout para aproveitar cada metro quadrado.',
    speakers: ['camila'],
    stage: 'Sala 2',
  },
  {
    date: '2027-03-19',
    timeStart: '15:00:00',
    timeEnd: '16:30:00',
    theme: 'Painel: a jornada digital do comprador',
    description:
      'Visita virtual, assinatura eletrônica e registro on-line: o que já mudou na compra de imóveis.',
    speakers: ['thiago', 'helena'],
    stage: 'Auditório Principal',
    starred: true,
  },
  {
    date: '2027-03-19',
    timeStart: '17:30:00',
    timeEnd: '18:30:00',
    theme: 'Simulações de crédito ao vivo',
    description:
      'Especialistas do Banco Horizonte simulam financiamentos com casos reais enviados pelo público.',
    speakers: [],
    stage: 'Sala 2',
  },
  {
    date: '2027-03-20',
    timeStart: '10:30:00',
    timeEnd: '11:30:00',
    theme: 'Morar perto do metrô: mobilidade e valorização',
    description: 'Dados de preço e de tempo de deslocamento nos bairros ao longo das novas linhas de metrô.',
    speakers: ['paulo'],
    stage: 'Auditório Principal',
  },
  {
    date: '2027-03-20',
    timeStart: '13:00:00',
    timeEnd: '14:30:00',
    theme: 'Painel: sustentabilidade na construção civil',
    description:
      'Certificações, reuso de água e energia solar em condomínios: o que pesa no bolso do morador.',
    speakers: ['camila', 'rafael'],
    stage: 'Auditório Principal',
  },
  {
    date: '2027-03-20',
    timeStart: '15:30:00',
    timeEnd: '16:30:00',
    theme: 'Consórcio ou financiamento?',
    description: 'Uma comparação honesta, com números, entre as duas formas de comprar a casa própria.',
    speakers: ['beatriz', 'helena'],
    stage: 'Sala 2',
  },
  {
    date: '2027-03-20',
    timeStart: '18:00:00',
    timeEnd: '19:00:00',
    theme: 'Encerramento e sorteio de brindes',
    description: 'Balanço do salão, anúncio da próxima edição e sorteio entre os visitantes inscritos.',
    speakers: [],
    stage: 'Auditório Principal',
  },
];
