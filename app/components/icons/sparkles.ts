import { Sparkles } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Sparkles);
