import { Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { Icon } from '../components/ui/icon';

/** Shown when a screen fails to load (e.g. a chunk went missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="container route-error" id="main">
      <div className="empty-state">
        <div className="empty-state__icon">
          <Icon name="alert" size={32} />
        </div>
        <h1 className="empty-state__title">Something went wrong</h1>
        <p className="empty-state__text">Please reload the page. If it keeps happening, try again in a few minutes.</p>
        <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap', justifyContent: 'center' }}>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={paths.home.getHref()} className="btn btn--secondary" reloadDocument>
            Go home
          </Link>
        </div>
      </div>
    </main>
  );
}
