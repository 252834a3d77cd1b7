/** The visitor's badge and the list of stands holding their contact. */
export const badgePath = '/meu-cracha';
export const myDataPath = '/meus-dados';
