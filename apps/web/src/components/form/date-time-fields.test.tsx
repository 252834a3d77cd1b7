import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n/language.ts';
import { renderScreen } from '../../test/render.tsx';
import { DateInput, TimeInput } from './date-time-fields.tsx';
import type { FormApi } from './use-producer-form.ts';

function Harness({ initial = {} }: { initial?: Record<string, string> }) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form: FormApi = {
    id: 'f',
    values,
    errors,
    set: (path, value) => setValues((current) => ({ ...current, [path]: value })),
    setError: (path, message) =>
      setErrors(({ [path]: _, ...rest }) => (message ? { ...rest, [path]: message } : rest)),
  };
  return (
    <form aria-label="form">
      <DateInput form={form} name="date" label="Data" required />
      <TimeInput form={form} name="time" label="Horário" required />
      <button type="button" onClick={() => setValues({ date: '2026-05-10', time: '09:30' })}>
        prefill
      </button>
      <output>{`${values.date ?? ''}|${values.time ?? ''}`}</output>
    </form>
  );
}

describe('DateInput and TimeInput', () => {
  it("take dates as the app's language writes them and times in 24 h, whatever the browser's locale", async () => {
    renderScreen(<Harness />);
    const date = await screen.findByLabelText(/^Data/);
    const time = screen.getByLabelText(/^Horário/);
    // Text inputs: Chromium draws native date and time inputs in the browser's locale, not the page's.
    expect(date).toHaveAttribute('type', 'text');
    expect(date).toHaveAccessibleDescription('dd/mm/aaaa');
    expect(time).toHaveAccessibleDescription('hh:mm (24 h)');
    fireEvent.change(date, { target: { value: '25112026' } });
    fireEvent.change(time, { target: { value: '1830' } });
    expect(date).toHaveValue('25/11/2026');
    expect(time).toHaveValue('18:30');
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-25|18:30');
  });

  it('holds nothing until the date is whole and real, and says the format on leaving it', async () => {
    renderScreen(<Harness />);
    const date = await screen.findByLabelText(/^Data/);
    fireEvent.change(date, { target: { value: '31/02/2026' } });
    expect(screen.getByRole('status')).toHaveTextContent(/^\|$/);
    fireEvent.blur(date);
    expect(date).toHaveAccessibleDescription(/Use o formato dd\/mm\/aaaa\./);
  });

  it('shows a value the form sets, in the order of the language', async () => {
    await changeLanguage('en');
    renderScreen(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'prefill' }));
    expect(screen.getByLabelText(/^Data/)).toHaveValue('05/10/2026');
    expect(screen.getByLabelText(/^Data/)).toHaveAccessibleDescription('mm/dd/yyyy');
    expect(screen.getByLabelText(/^Horário/)).toHaveValue('09:30');
  });
});
