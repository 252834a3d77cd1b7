/** The visitor's badge and the list of stands holding their contact (issue 14). */
export const badgePath = '/meu-cracha';
export const myDataPath = '/meus-dados';
