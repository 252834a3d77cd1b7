import type { PublicationStatus, PublicationType } from '@vitrine/contract';

/** The producer's display name; e-mail and password come from configuration. */
export const adminName = 'Ana Produtora';

export interface DemoPost {
  type: PublicationType;
  status: PublicationStatus;
  author: 'admin' | 'visitor';
  /** Age at seed time, so the feeds always look recent and ordered. */
  hoursAgo: number;
  description: string;
  /** How many generated pictures to attach (≤ 3, the post media limit). */
  images: number;
}

export const demoPosts: DemoPost[] = [
  {
    type: 'ANNOUNCEMENT',
    status: 'APPROVED',
    author: 'admin',
    hoursAgo: 2,
    description:
      'A programação completa do Palco Principal está no ar! Confira na aba Programação os horários das palestras e marque na agenda as que você não quer perder.',
    images: 0,
  },
  {
    type: 'ANNOUNCEMENT',
    status: 'APPROVED',
    author: 'admin',
    hoursAgo: 26,
    description:
      'Dia VIP confirmado para 18 de março, das 10h às 20h. Corretores e investidores cadastrados recebem o convite por e-mail nesta semana.',
    images: 0,
  },
  {
    type: 'ANNOUNCEMENT',
    status: 'APPROVED',
    author: 'admin',
    hoursAgo: 74,
    description:
      'Inscrições abertas para o Salão Imobiliário São Paulo 2027! A entrada é gratuita e a credencial é retirada no São Paulo Expo com um documento com foto.',
    images: 0,
  },
  {
    type: 'PUBLICATION',
    status: 'APPROVED',
    author: 'visitor',
    hoursAgo: 5,
    description:
      'Alguém já simulou o financiamento com o Banco Horizonte? Estou procurando um 2 dormitórios perto do metrô e queria saber se vale esperar as condições do salão.',
    images: 0,
  },
  {
    type: 'PUBLICATION',
    status: 'APPROVED',
    author: 'admin',
    hoursAgo: 20,
    description:
      'Bastidores da montagem: o Pavilhão A já está recebendo os estandes das incorporadoras. Olha só como está ficando!',
    images: 2,
  },
  {
    type: 'PUBLICATION',
    status: 'APPROVED',
    author: 'visitor',
    hoursAgo: 31,
    description:
      'Fui ao decorado da Aurora Vila Mariana no fim de semana e gostei muito da varanda. Vou aproveitar o Dia VIP para ver as condições de lançamento.',
    images: 0,
  },
  {
    type: 'PUBLICATION',
    status: 'APPROVED',
    author: 'admin',
    hoursAgo: 50,
    description:
      'Dica para a visita: baixe o aplicativo do evento, favorite os expositores que quer conhecer e chegue cedo para aproveitar as simulações de crédito.',
    images: 0,
  },
  {
    type: 'PUBLICATION',
    status: 'APPROVED',
    author: 'visitor',
    hoursAgo: 60,
    description:
      'Primeira vez que vou a um salão imobiliário. Alguma recomendação de palestra para quem vai comprar o primeiro apartamento?',
    images: 0,
  },
  {
    type: 'PUBLICATION',
    status: 'ANALYSIS',
    author: 'visitor',
    hoursAgo: 1,
    description:
      'Vai ter espaço kids nos três dias? Quero levar meus filhos no sábado e gostaria de saber os horários.',
    images: 0,
  },
];
