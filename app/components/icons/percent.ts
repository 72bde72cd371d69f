import { Percent } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Percent);
