import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { sliderEdges, stepOffset, type SliderEdges } from './slider-rules';
import './slider.css';

interface SliderProps {
  /** Names the region and its buttons ('Previous {name}', 'Next {name}'). */
  name: string;
  /** Pixels per button press. */
  step: number;
  /** Shown beside the buttons, e.g. the category's heading. */
  heading?: ReactNode;
  /** The slides, each an `<li>`. */
  children: ReactNode;
  className?: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal list that scrolls natively (touch, trackpad, arrow keys once
 * focused) and snaps to its slides; the two buttons move it by `step` and are
 * disabled at the ends. Without JavaScript it is still a scrollable list.
 */
export function Slider({ name, step, heading, children, className }: SliderProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  // The server cannot measure: it renders the start position, and the browser corrects the end.
  const [edges, setEdges] = useState<SliderEdges>({ atStart: true, atEnd: false });
  const slideCount = Children.count(children);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = sliderEdges(track);
        setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
      });
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(track);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [slideCount]);

  const move = (direction: 'previous' | 'next') => {
    trackRef.current?.scrollBy({ left: stepOffset(step, direction), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    // The slide pitch (width plus gap) is the step, so each press lands on a snap point.
    <div className={className ? `slider ${className}` : 'slider'} role="region" aria-label={name} style={{ '--slider-step': `${step}px` } as CSSProperties}>
      <div className="slider__header">
        {heading}
        {/* Hidden (its room kept) when every slide is in view: there is nothing to move. */}
        <div className="slider__controls" data-fits={edges.atStart && edges.atEnd ? '' : undefined}>
          <SliderButton direction="previous" name={name} disabled={edges.atStart} onPress={move} />
          <SliderButton direction="next" name={name} disabled={edges.atEnd} onPress={move} />
        </div>
      </div>
      <ul className="slider__track" ref={trackRef} tabIndex={0}>
        {children}
      </ul>
    </div>
  );
}

interface SliderButtonProps {
  direction: 'previous' | 'next';
  name: string;
  disabled: boolean;
  onPress: (direction: 'previous' | 'next') => void;
}

/** aria-disabled rather than disabled: a keyboard user pressing Next to the end keeps focus on the button. */
function SliderButton({ direction, name, disabled, onPress }: SliderButtonProps) {
  const label = `${direction === 'next' ? 'Next' : 'Previous'} ${name}`;
  return (
    <button
      type="button"
      className="slider__button"
      aria-label={label}
      title={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onPress(direction);
      }}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d={direction === 'next' ? 'M7 4l6 6-6 6' : 'M13 4l-6 6 6 6'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
