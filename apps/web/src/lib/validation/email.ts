// Deliberately loose: the server has the final word, this only catches typos such as "ana@".
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (value: string): boolean => emailPattern.test(value.trim());
