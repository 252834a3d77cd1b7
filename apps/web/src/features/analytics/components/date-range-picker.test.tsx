import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/language.ts';
import { renderScreen } from '../../../test/render.tsx';
import { DateRangePicker } from './date-range-picker.tsx';

describe('DateRangePicker', () => {
  it("takes the period as the app's language writes dates, not as the browser's locale would", async () => {
    const onChange = vi.fn();
    renderScreen(<DateRangePicker from="01/11/2026" to="25/11/2026" onChange={onChange} />);
    const from = await screen.findByLabelText('De');
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveValue('01/11/2026');
    expect(from).toHaveAccessibleDescription('dd/mm/aaaa');
    fireEvent.change(from, { target: { value: '0511' } });
    expect(from).toHaveValue('05/11');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '05112026' } });
    expect(onChange).toHaveBeenCalledWith({ from: '05/11/2026', to: '25/11/2026' });
  });

  it('writes month first in English', async () => {
    await changeLanguage('en');
    renderScreen(<DateRangePicker from="01/11/2026" to="25/11/2026" onChange={() => {}} />);
    expect(await screen.findByLabelText('To')).toHaveValue('11/25/2026');
  });
});
