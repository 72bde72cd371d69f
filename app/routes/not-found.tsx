import { data } from 'react-router';
import { NotFoundScreen } from '~/components/layout/not-found-screen';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page not found | Aangan Boutique' }];

export default function NotFound() {
  return (
    <div className="container-shop grid min-h-[60vh] place-items-center py-16">
      <NotFoundScreen />
    </div>
  );
}
