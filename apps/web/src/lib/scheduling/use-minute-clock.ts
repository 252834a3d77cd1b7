import { useEffect, useState } from 'react';

const minuteMs = 60_000;

/**
 * The time now, renewed as each minute turns (not a minute after mounting, so '11:00' shows at
 * 11:00) and when the page comes back into view, since timers sleep in a hidden tab.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(tick, minuteMs - (Date.now() % minuteMs));
    };
    const tick = () => {
      setNow(new Date());
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
