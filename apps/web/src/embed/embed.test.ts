import { describe, expect, it } from 'vitest';
import type { EmbedAgenda } from './api.ts';
import { accentColor, readOptions } from './options.ts';
import { renderAgenda } from './render-agenda.ts';
import { renderExhibitors } from './render-exhibitors.ts';
import { embedTexts, pickLanguage } from './texts.ts';

const texts = embedTexts.en;
const session = (id: number, theme: string, cancelled = false) => ({
  id,
  timeStart: '09:00',
  timeEnd: '10:00',
  theme,
  stage: 'Sala 1',
  cancelled,
  speaker: [{ id: 7, name: 'Ana <b>Lima</b>', company: 'Aurora' }],
});

describe('the widget options', () => {
  it('take a hex accent only', () => {
    expect(accentColor('0E7490')).toBe('#0e7490');
    expect(accentColor('#0e7')).toBe('#0e7');
    for (const bad of ['red', 'url(x)', '#0e7490;color:red', '', null, '12345']) {
      expect(accentColor(bad), String(bad)).toBeNull();
    }
  });

  it('take the asked-for language, else the browser’s, else Portuguese', () => {
    expect(pickLanguage('es', ['en-US'])).toBe('es');
    expect(pickLanguage('fr', ['en-US'])).toBe('en');
    expect(pickLanguage(null, ['de', 'pt-PT'])).toBe('pt-BR');
    expect(pickLanguage(null, ['de'])).toBe('pt-BR');
  });

  it('read the widget and event from the address', () => {
    expect(
      readOptions(
        { pathname: '/embed/expositores/12', search: '?lang=en&theme=dark&accent=fff' },
        [],
        'demo',
      ),
    ).toEqual({
      widget: 'expositores',
      eventId: 12,
      lang: 'en',
      theme: 'dark',
      accent: '#fff',
      tenant: 'demo',
    });
    expect(readOptions({ pathname: '/embed/agenda/0', search: '' }, [], 'demo')).toBeNull();
    expect(readOptions({ pathname: '/embed/feed/1', search: '' }, [], 'demo')).toBeNull();
  });
});

describe('the schedule widget', () => {
  const agenda: EmbedAgenda = {
    '19/03/2027': [session(2, 'Second day')],
    '18/03/2027': [session(1, 'Opening'), session(3, 'Dropped', true)],
  };

  it('puts the days in tabs, in order, the first one shown', () => {
    const root = renderAgenda(agenda, 5, 'en', texts);
    document.body.replaceChildren(root);
    const tabs = [...root.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Thursday, March 18',
      'Friday, March 19',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true]);
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false]);
  });

  it('marks a cancelled session, writes text as text, and links out in a new tab', () => {
    const root = renderAgenda(agenda, 5, 'en', texts);
    const dropped = [...root.querySelectorAll('.session')].find((item) =>
      item.textContent?.includes('Dropped'),
    );
    expect(dropped?.classList.contains('cancelled')).toBe(true);
    expect(dropped?.querySelector('.badge')?.textContent).toBe('Cancelled');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('.speaker')?.textContent).toBe('Ana <b>Lima</b>');
    for (const link of root.querySelectorAll('a')) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener');
    }
    expect(root.querySelector('.speaker')?.getAttribute('href')).toBe('/event/5/palestrante/7');
  });

  it('says so when there is nothing yet', () => {
    expect(renderAgenda({ '18/03/2027': [] }, 5, 'en', texts).textContent).toBe(texts.emptyAgenda);
  });
});

describe('the exhibitors widget', () => {
  it('groups by category, with the logo’s smaller variants', () => {
    const root = renderExhibitors(
      {
        Construtoras: [
          { id: 3, title: 'Pilar', shortDescription: 'Obras', profilePicture: '/api/media/a-1440.webp' },
        ],
        Vazio: [],
        Bancos: [{ id: 4, title: 'Horizonte', shortDescription: '', profilePicture: null }],
      },
      texts,
    );
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Construtoras', 'Bancos']);
    expect(root.querySelector('img')?.getAttribute('srcset')).toBe(
      '/api/media/a-320.webp 320w, /api/media/a-640.webp 640w',
    );
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/expositor/3');
    expect(root.querySelector('.initial')?.textContent).toBe('H');
    expect(renderExhibitors({}, texts).textContent).toBe(texts.emptyExhibitors);
  });
});
