import { HomeSection } from '../features/home/home-section';
import { registerTournamentsNamespace } from '../i18n/register-tournaments-namespace';

void registerTournamentsNamespace();

export default function HomeSectionExpose() {
  return <HomeSection />;
}
