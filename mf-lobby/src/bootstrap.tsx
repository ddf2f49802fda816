// Standalone mode (development): the lobby's home page on its own.
import '@parlor/shared/tokens.css';
import { mountStandalone } from '@parlor/shared';
import HomePage from './exposes/home-page';

void mountStandalone('The lobby', () => <HomePage />);
