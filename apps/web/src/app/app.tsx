import { RouterProvider } from 'react-router/dom';
import { ConfigGate } from './config-gate.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

const queryClient = createQueryClient();

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <ConfigGate>
        <RouterProvider router={router} />
      </ConfigGate>
    </Providers>
  );
}
