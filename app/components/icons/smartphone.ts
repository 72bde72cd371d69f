import { Smartphone } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Smartphone);
