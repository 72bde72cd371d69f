import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Aangan Boutique | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Aangan Boutique" />;
}
