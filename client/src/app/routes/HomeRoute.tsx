import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/home/HomePage.tsx';
import { PlayNowButton } from '../../features/game/PlayNowButton.tsx';
import { useAuth } from '../../lib/auth.tsx';

// Only admins download the debug tools.
const AdminDebugSlot = lazy(() =>
  import('../../features/admin/AdminDebugSlot.tsx').then((m) => ({ default: m.AdminDebugSlot })),
);

/** Home, composed with the game's Play Now and the admin's debug tools (features never import each other). */
export function HomeRoute() {
  const { isAdmin } = useAuth();
  return (
    <HomePage
      playNow={<PlayNowButton />}
      adminTools={
        isAdmin ? (
          <Suspense fallback={null}>
            <AdminDebugSlot />
          </Suspense>
        ) : null
      }
    />
  );
}
