import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Your Cart | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Your Cart" />;
}
