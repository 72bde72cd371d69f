import { LoaderCircle } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(LoaderCircle);
