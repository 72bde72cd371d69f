import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Shipping & Returns | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Shipping & Returns" />;
}
