import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { lazyScreens } from './screens';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes screens={lazyScreens} />
      </BrowserRouter>
    </Provider>
  );
}
