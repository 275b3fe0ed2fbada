import { describeFuzzPart } from '../helpers/fuzz-calls.ts';

describeFuzzPart({ part: 2, parts: 3 });
