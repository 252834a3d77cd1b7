import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { changeLanguage } from './language.ts';

// The areas' strings load apart from the main bundle (test/setup.ts has asked for them, as an
// area's page does): a language chosen afterwards brings both, the main bundle not hidden by them.
describe("the producer's and exhibitor's areas' strings", () => {
  it('follow a language chosen after they loaded, with the main bundle', async () => {
    expect(i18n.t('producer.title')).toBe('Área do produtor');
    await changeLanguage('en');
    expect(i18n.t('producer.title')).toBe('Producer area');
    expect(i18n.t('menu.moderation')).toBe('Moderation');
    await changeLanguage('es');
    expect(i18n.t('producer.title')).toBe('Área del productor');
    expect(i18n.t('menu.myData')).toBe('Quién tiene mis datos');
  });
});
