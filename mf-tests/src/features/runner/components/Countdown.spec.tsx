import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down to the second, warns in the last minute and calls onZero once when time is up', () => {
    const onZero = jest.fn();
    render(<Countdown deadline={performance.now() + 61_500} onZero={onZero} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:02');
    expect(screen.queryByText('¡Último minuto!')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1_750));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Tiempo restante 01:00');
    expect(screen.getByText('¡Último minuto!')).toBeInTheDocument();
    expect(onZero).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(59_750));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onZero).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(5_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('shows hours when more than an hour is left', () => {
    render(<Countdown deadline={performance.now() + 3_725_000} onZero={jest.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:02:05');
  });
});
