import { useEffect, useState } from 'react';
import { useTranslation, type Promo, useReducedMotion } from '@parlor/shared';
import { PromoCard } from './promo-card';

/** The product's promo sliders move on every 5 seconds. */
export const SLIDER_AUTOPLAY_MS = 5000;

/**
 * Custom promos as a slider: autoplay every 5 s with a pause control, none under reduced motion;
 * previous and next buttons. Loaded after the first paint (the first slide is painted before).
 */
export function PromoSlider({ promos, priority }: { promos: Promo[]; priority?: boolean }) {
  const { t } = useTranslation('promotions');
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reduced;
  const count = promos.length;

  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [playing, count, index]);

  return (
    <section
      className="promo-slider"
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
    >
      <div className="promo-slider-controls">
        {!reduced && (
          <button type="button" onClick={() => setPaused((p) => !p)}>
            {paused ? t('slider.play') : t('slider.pause')}
          </button>
        )}
        <button
          type="button"
          aria-label={t('slider.previous')}
          onClick={() => setIndex((i) => (i - 1 + count) % count)}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label={t('slider.next')}
          onClick={() => setIndex((i) => (i + 1) % count)}
        >
          ›
        </button>
      </div>
      <div className="promo-slides" aria-live={playing ? 'off' : 'polite'}>
        {promos.map((promo, i) => (
          <div
            key={promo.id}
            role="group"
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.slide_of', { current: i + 1, total: count })}
            hidden={i !== index}
            className="promo-slide"
          >
            <PromoCard promo={promo} variant="banner" priority={priority && i === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}
