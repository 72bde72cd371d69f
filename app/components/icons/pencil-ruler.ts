import { PencilRuler } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(PencilRuler);
