import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  it('appears on keyboard focus, describes the trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button aria-label="Full screen">⛶</Button>
          </TooltipTrigger>
          <TooltipContent>Full screen (F11)</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Full screen (F11)');
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAccessibleDescription('Full screen (F11)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('works without an explicit provider', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button>Bell</Button>
        </TooltipTrigger>
        <TooltipContent>Message centre</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Message centre');
  });

  describe('a toolbar of tips', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const tips = (
      <>
        {[
          ['Sound', 'Alarm sound'],
          ['Theme', 'Dark theme'],
        ].map(([name, tip]) => (
          <Tooltip key={name}>
            <TooltipTrigger asChild>
              <Button>{name}</Button>
            </TooltipTrigger>
            <TooltipContent>{tip}</TooltipContent>
          </Tooltip>
        ))}
      </>
    );
    // Radix's timers run on a clock the test moves (the open delay is 300 ms). The pointer's events are sent as a
    // mouse sends them going from one button to the next: it leaves the first, crosses the page outside the tip's
    // hoverable area (where Radix keeps the tip open), and moves over the next.
    const point = (name: string, from?: string) => {
      if (from) {
        fireEvent.pointerLeave(screen.getByRole('button', { name: from }), { pointerType: 'mouse', clientX: 100, clientY: 100 });
        fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
      }
      fireEvent.pointerMove(screen.getByRole('button', { name }), { pointerType: 'mouse' });
    };

    it('under one provider, once a tip has shown, the next one pointed at shows at once', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      render(<TooltipProvider>{tips}</TooltipProvider>);
      point('Sound');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Alarm sound');
      point('Theme', 'Sound');
      expect(screen.getByRole('tooltip')).toHaveTextContent('Dark theme');
    });

    it('without one, each tip waits out the open delay', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      render(tips);
      point('Sound');
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Alarm sound');
      point('Theme', 'Sound');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Dark theme');
    });
  });
});
