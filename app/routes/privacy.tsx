import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Privacy Policy | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Privacy Policy" />;
}
