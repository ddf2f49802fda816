import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation, useReducedMotion } from '@parlor/shared';
import { moveSlide, pageStarts } from '../../domain/slider-layout';
import './slider.css';

interface SliderProps<T> {
  label: string;
  items: readonly T[];
  perView: number;
  /** touch swipes move the slider */
  swipe: boolean;
  itemKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
}

const SWIPE_PX = 40;

/**
 * A slider of `perView` slides with Previous/Next buttons; slides out of view are inert (not
 * focusable, hidden from screen readers). No sliding animation under reduced motion.
 */
export function Slider<T>({ label, items, perView, swipe, itemKey, render }: SliderProps<T>) {
  const { t } = useTranslation('tournaments');
  const reduced = useReducedMotion();
  const [rawIndex, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const view = Math.max(1, perView);
  const index = moveSlide(rawIndex, 0, items.length, view);
  const pages = pageStarts(items.length, view);
  const page = Math.min(pages.length, Math.floor(index / view) + 1);
  const move = (delta: number) => setIndex(moveSlide(index, delta, items.length, view));

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  };

  return (
    <div
      className="tournament-slider"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="tournament-slider-viewport" {...(swipe ? { onTouchStart, onTouchEnd } : {})}>
        <ul
          className={`tournament-slider-track${reduced ? ' no-motion' : ''}`}
          style={{ transform: `translateX(-${(index * 100) / view}%)` }}
          aria-label={label}
        >
          {items.map((item, i) => {
            const shown = i >= index && i < index + view;
            return (
              <li
                key={itemKey(item)}
                className="tournament-slide"
                style={{ flexBasis: `${100 / view}%` }}
                aria-hidden={!shown}
                inert={!shown}
              >
                {render(item)}
              </li>
            );
          })}
        </ul>
      </div>
      {pages.length > 1 && (
        <div className="tournament-slider-controls">
          <button
            type="button"
            className="btn"
            onClick={() => move(-1)}
            disabled={index === 0}
            aria-label={`${t('slider.previous')}: ${label}`}
          >
            ‹
          </button>
          <span className="tournament-slider-page">
            {t('slider.page', { page, count: pages.length })}
          </span>
          <button
            type="button"
            className="btn"
            onClick={() => move(1)}
            disabled={index + view >= items.length}
            aria-label={`${t('slider.next')}: ${label}`}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
