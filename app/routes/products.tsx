import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'All Products | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="All Products" />;
}
