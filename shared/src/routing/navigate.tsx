// `<Navigate>` as every app uses it: React Router's in the browser. On the server it cannot
// redirect (it would render nothing, with a warning); a page that sends the visitor elsewhere as
// it renders is not worth sending rendered, so it says so and the site sends the page for the
// browser to render and follow, as it does for a home address that redirects.
import { Navigate as RouterNavigate, type NavigateProps } from 'react-router-dom';
import { useServerRender } from '../remotes/remote-outlet';

/** Thrown by `<Navigate>` in a server render: the page goes to the browser, unrendered. */
export class NavigatesAwayOnServer extends Error {
  constructor(readonly to: string) {
    super(`the page sends the visitor to ${to}`);
    this.name = 'NavigatesAwayOnServer';
  }
}

export function Navigate(props: NavigateProps) {
  const server = useServerRender();
  if (server) {
    const { to } = props;
    throw new NavigatesAwayOnServer(typeof to === 'string' ? to : (to.pathname ?? ''));
  }
  return <RouterNavigate {...props} />;
}
