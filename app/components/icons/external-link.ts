import { ExternalLink } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ExternalLink);
