export {evaluateQuery as evaluate, evaluateQuerySync as evaluateSync} from './evaluate'
