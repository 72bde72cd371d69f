import { ArrowLeft } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ArrowLeft);
