/*
 * A stand-in for https://apis.google.com/js/api.js, served by Playwright's router in the
 * end-to-end tests because this machine has no internet. Firebase's popup sign-in uses only
 * gapi.iframes (open an iframe, ping it, register handlers, send messages) between our page
 * and the Auth emulator's helper iframe; this implements that much over postMessage. The
 * Firebase SDK, the emulator and the popup are all real.
 */
;(function () {
  if (window.gapi && window.gapi.iframes) return
  var TAG = '__gapiShim'
  var seq = 0
  var pending = {}

  function Channel(targetWindow) {
    this.target = targetWindow
    this.handlers = {}
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler
  }
  Channel.prototype.send = function (name, data, callback) {
    var id = ++seq
    pending[id] = callback || function () {}
    this.target.postMessage({ tag: TAG, kind: 'call', id: id, name: name, data: data }, '*')
  }
  var channels = []
  function channelFor(source) {
    for (var i = 0; i < channels.length; i++) {
      var c = channels[i]
      if (c.target === source || (c.element && c.element.contentWindow === source)) {
        c.target = source
        return c
      }
    }
    return null
  }
  window.addEventListener('message', function (e) {
    var m = e.data
    if (!m || m.tag !== TAG) return
    if (m.kind === 'reply') {
      var cb = pending[m.id]
      delete pending[m.id]
      // Like gapi, swallow what a callback throws: Firebase's webStorageSupport callback
      // always throws after it has answered.
      try {
        if (cb) cb(m.results)
      } catch (_) {}
      return
    }
    var channel = channelFor(e.source)
    var handler = channel && channel.handlers[m.name]
    Promise.resolve(handler ? handler(m.data) : undefined).then(function (result) {
      e.source.postMessage(
        { tag: TAG, kind: 'reply', id: m.id, results: handler ? [result] : [] },
        '*',
      )
    })
  })

  function IframeHandle(element) {
    Channel.call(this, null)
    this.element = element
    var self = this
    this.loaded = new Promise(function (resolve) {
      element.addEventListener('load', function () {
        self.target = element.contentWindow
        resolve()
      })
    })
  }
  IframeHandle.prototype = Object.create(Channel.prototype)
  IframeHandle.prototype.restyle = function () {
    return Promise.resolve()
  }
  IframeHandle.prototype.ping = function (cb) {
    return this.loaded.then(function () {
      if (cb) cb()
    })
  }
  IframeHandle.prototype.getIframeEl = function () {
    return this.element
  }

  var context = {
    open: function (options, callback) {
      var el = document.createElement('iframe')
      el.src = options.url
      el.setAttribute('aria-hidden', 'true')
      el.style.position = 'absolute'
      el.style.width = '1px'
      el.style.height = '1px'
      el.style.left = '-9999px'
      ;(options.where || document.body).appendChild(el)
      var handle = new IframeHandle(el)
      channels.push(handle)
      return Promise.resolve(callback ? callback(handle) : handle)
    },
    getParentIframe: function () {
      var parent = new Channel(window.parent)
      channels.push(parent)
      return parent
    },
  }

  window.gapi = {
    load: function (_name, options) {
      var cb = typeof options === 'function' ? options : options && options.callback
      setTimeout(function () {
        if (cb) cb()
      }, 0)
    },
    iframes: {
      getContext: function () {
        return context
      },
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true
      },
    },
  }

  var script = document.currentScript
  var onload = script && new URL(script.src).searchParams.get('onload')
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]()
    else if (typeof window.gapi_onload === 'function') window.gapi_onload()
  }, 0)
})()
