import { defineCatalog } from '@gv/proto';

export const routeErrorMessages = defineCatalog('app.routeError', {
  en: {
    title: 'Something went wrong',
    text: 'Please reload the page. If it keeps happening, try again in a few minutes.',
    reload: 'Reload',
    home: 'Go home',
  },
  es: {
    title: 'Algo salió mal',
    text: 'Vuelve a cargar la página. Si sigue ocurriendo, inténtalo de nuevo en unos minutos.',
    reload: 'Volver a cargar',
    home: 'Ir al inicio',
  },
  fr: {
    title: 'Un problème est survenu',
    text: 'Rechargez la page. Si cela se reproduit, réessayez dans quelques minutes.',
    reload: 'Recharger',
    home: "Aller à l'accueil",
  },
});
