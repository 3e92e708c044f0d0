import type {ArrayValue, Value} from './types'
import {StaticValue} from './utils'

export class StreamValue {
  type: 'stream' = 'stream'
  private generator: () => AsyncGenerator<Value, void, unknown>
  private ticker: Promise<void> | null
  private isDone: boolean
  private data: Value[]

  constructor(generator: () => AsyncGenerator<Value, void, unknown>) {
    this.generator = generator
    this.ticker = null
    this.isDone = false
    this.data = []
  }

  // eslint-disable-next-line class-methods-use-this
  isArray(): boolean {
    return true
  }

  async get(): Promise<any[]> {
    const result = []
    for await (const value of this) {
      result.push(await value.get())
    }
    return result
  }

  /**
   * lake: the items one at a time, for the one consumer of a query's top-level result (the
   * worker's result writer): unlike iterating the stream, nothing is kept, so a large result
   * is never whole in memory. Only for a stream nothing else has started reading.
   */
  consume(): AsyncGenerator<Value, void, unknown> {
    return this.generator()
  }

  async asStatic(): Promise<ArrayValue> {
    return new StaticValue(await this.get(), 'array')
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Value, void, unknown> {
    let i = 0
    while (true) {
      for (; i < this.data.length; i++) {
        yield this.data[i]!
      }

      if (this.isDone) {
        return
      }

      await this._nextTick()
    }
  }

  _nextTick(): Promise<void> {
    if (this.ticker) {
      return this.ticker
    }

    let currentResolver: (value?: void | PromiseLike<void> | undefined) => void
    let currentRejector: (reason?: any) => void
    const setupTicker = () => {
      this.ticker = new Promise((resolve, reject) => {
        currentResolver = resolve
        currentRejector = reject
      })
      // lake: a reader that stopped early (a stopped or timed-out query) leaves the next
      // ticker unobserved; its rejection must not be an unhandled one (which ends Node).
      // Whoever awaits the ticker still gets the error.
      this.ticker.catch(() => undefined)
    }

    const tick = () => {
      currentResolver()
      setupTicker()
    }

    const fetch = async () => {
      try {
        for await (const value of this.generator()) {
          this.data.push(value)
          tick()
        }

        this.isDone = true
        tick()
      } catch (error) {
        currentRejector(error)
      }
    }

    setupTicker()
    fetch()
    return this.ticker!
  }
}
