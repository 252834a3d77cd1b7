import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from './i18n.ts';
import { translateServerError } from './server-errors.ts';

describe('translateServerError', () => {
  it('translates by code', () => {
    expect(translateServerError({ code: 'BAD_CREDENTIALS', message: 'Bad credentials', args: [] })).toBe(
      'Senha incorreta, Tente novamente!',
    );
  });

  it('fills the named item', () => {
    expect(
      translateServerError({ code: 'EVENT_CROWDED', message: 'Event is crowded', args: ['Feira Lar'] }),
    ).toBe('Evento Feira Lar está lotado');
  });

  it('reads cleanly when the item is missing', () => {
    expect(translateServerError({ code: 'EVENT_CROWDED', message: 'Event is crowded', args: [] })).toBe(
      'Evento está lotado',
    );
  });

  it('falls back to the English message when the code is unknown', () => {
    expect(translateServerError({ code: '', message: "You can't delete the last admin!" })).toBe(
      'Você não pode excluir o último administrador!',
    );
  });

  it('says so when nothing matches', () => {
    expect(translateServerError({ code: 'NOPE', message: 'Something odd' })).toBe(
      'Translation not found for message: Something odd',
    );
  });

  it('follows the interface language', async () => {
    await loadLocale('es');
    await i18n.changeLanguage('es');
    expect(translateServerError({ code: 'EVENT_NOT_FOUND', message: 'Event not found' })).toBe(
      'Evento no encontrado',
    );
  });
});
