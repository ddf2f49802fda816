import { useTranslation, type Promo, useReducedMotion } from '@parlor/shared';
import { safeHref } from '../../domain/safe-link';

export const isVideo = (src: string) => /\.mp4(?:$|[?#])/i.test(src);

/**
 * A promo's picture in a box of fixed proportions (no layout shift), or a muted looping video when
 * the image is an .mp4 (still under reduced motion). `priority` marks the first screen's image.
 */
export function PromoMedia({ promo, priority = false }: { promo: Promo; priority?: boolean }) {
  const { t } = useTranslation('promotions');
  const reduced = useReducedMotion();
  const src = safeHref(promo.image);
  if (!src) return <div className="promo-media" aria-hidden="true" />;
  if (isVideo(src)) {
    return (
      <div className="promo-media">
        <video
          src={src}
          muted
          loop
          playsInline
          autoPlay={!reduced}
          preload={priority ? 'auto' : 'metadata'}
          aria-label={t('card.video', { title: promo.title })}
        />
      </div>
    );
  }
  return (
    <div className="promo-media">
      <img
        src={src}
        alt=""
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </div>
  );
}
