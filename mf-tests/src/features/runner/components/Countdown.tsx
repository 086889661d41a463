import { useEffect, useRef, useState } from 'react';

const format = (ms: number) => {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  const pad = (value: number) => String(value).padStart(2, '0');
  const rest = `${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return hours ? `${hours}:${rest}` : rest;
};

interface CountdownProps {
  /** performance.now() value at which time is up, from the server's remaining time. */
  deadline: number;
  onZero: () => void;
}

/** The time left, redrawn on its own so the test around it does not re-render every second. */
export function Countdown({ deadline, onZero }: CountdownProps) {
  const [left, setLeft] = useState(() => deadline - performance.now());
  const fired = useRef(false);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });

  useEffect(() => {
    const tick = () => {
      const remaining = deadline - performance.now();
      setLeft(remaining);
      if (remaining <= 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
    };
    tick();
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [deadline]);

  const lastMinute = left <= 60_000;
  return (
    <p className={`tt-countdown${lastMinute ? ' tt-countdown--last' : ''}`}>
      <span className="pl-visually-hidden">Tiempo restante: </span>
      <span role="timer" aria-label={`Tiempo restante ${format(left)}`}>
        {format(left)}
      </span>
      {lastMinute && <span className="tt-countdown__note">¡Último minuto!</span>}
    </p>
  );
}
