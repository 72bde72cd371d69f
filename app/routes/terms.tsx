import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Terms of Use | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Terms of Use" />;
}
