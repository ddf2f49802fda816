import { useSessionStore } from '@parlor/shared';
import { HomeSection } from '../features/home/home-section';
import { registerTournamentsNamespace } from '../i18n/register-tournaments-namespace';

void registerTournamentsNamespace();

/** The home section; none where the config's `tournaments` flag is off. */
export default function HomeSectionExpose() {
  const offered = useSessionStore((s) => s.config?.tournaments !== false);
  return offered ? <HomeSection /> : null;
}
