import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Wishlist | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Wishlist" />;
}
