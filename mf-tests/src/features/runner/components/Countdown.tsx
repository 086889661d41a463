import { useEffect, useRef, useState } from 'react';

const secondsLeft = (deadline: number) => Math.ceil(Math.max(0, deadline - performance.now()) / 1000);

const format = (seconds: number) => {
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

/**
 * The time left, redrawn on its own so the test around it does not re-render every second. It
 * checks the clock four times a second but re-renders only when the second shown changes.
 */
export function Countdown({ deadline, onZero }: CountdownProps) {
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  const fired = useRef(false);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });

  useEffect(() => {
    const tick = () => {
      const remaining = secondsLeft(deadline);
      setLeft(remaining);
      if (remaining === 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
    };
    tick();
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [deadline]);

  const lastMinute = left <= 60;
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
