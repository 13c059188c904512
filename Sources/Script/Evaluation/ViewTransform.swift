import Builders
import Pickers

/// One modifier call, applied to a view whose type is known only at run time:
/// `apply` is generic, so the real modifier builds the real `ModifiedContent<V, M>`.
protocol ViewTransform {
    func apply<V: View>(_ view: V) -> any View
}

extension ViewTransform {
    /// Opens `view` into its dynamic type and applies the modifier.
    func callAsFunction(_ view: any View) -> any View {
        func open<V: View>(_ view: V) -> any View { apply(view) }
        return open(view)
    }
}

/// The modifiers, each as a value that remembers its arguments.
enum Transforms {
    struct Tag<T: Hashable>: ViewTransform {
        let tag: T
        func apply<V: View>(_ view: V) -> any View { view.tag(tag) }
    }

    struct ID<T: Hashable>: ViewTransform {
        let id: T
        func apply<V: View>(_ view: V) -> any View { view.id(id) }
    }

    struct Padding: ViewTransform {
        let edges: Edge.Set
        let length: CGFloat?
        func apply<V: View>(_ view: V) -> any View { view.padding(edges, length) }
    }

    struct Frame: ViewTransform {
        let width: CGFloat?, height: CGFloat?, alignment: Alignment
        func apply<V: View>(_ view: V) -> any View { view.frame(width: width, height: height, alignment: alignment) }
    }

    struct FlexFrame: ViewTransform {
        let lengths: [CGFloat?]
        let alignment: Alignment
        func apply<V: View>(_ view: V) -> any View {
            view.frame(minWidth: lengths[0], idealWidth: lengths[1], maxWidth: lengths[2],
                       minHeight: lengths[3], idealHeight: lengths[4], maxHeight: lengths[5], alignment: alignment)
        }
    }

    struct ForegroundColor: ViewTransform {
        let color: Color?
        func apply<V: View>(_ view: V) -> any View { view.foregroundColor(color) }
    }

    struct FontSetting: ViewTransform {
        let font: Font?
        func apply<V: View>(_ view: V) -> any View { view.font(font) }
    }

    struct BackgroundColor: ViewTransform {
        let color: Color
        let alignment: Alignment
        func apply<V: View>(_ view: V) -> any View { view.background(color, alignment: alignment) }
    }

    struct BackgroundView: ViewTransform {
        let background: any View
        let alignment: Alignment
        func apply<V: View>(_ view: V) -> any View {
            func open<B: View>(_ background: B) -> any View { view.background(background, alignment: alignment) }
            return open(background)
        }
    }

    struct Overlay: ViewTransform {
        let overlay: any View
        let alignment: Alignment
        func apply<V: View>(_ view: V) -> any View {
            func open<O: View>(_ overlay: O) -> any View { view.overlay(overlay, alignment: alignment) }
            return open(overlay)
        }
    }

    struct Border: ViewTransform {
        let color: Color
        let width: CGFloat
        func apply<V: View>(_ view: V) -> any View { view.border(color, width: width) }
    }

    struct Opacity: ViewTransform {
        let opacity: Double
        func apply<V: View>(_ view: V) -> any View { view.opacity(opacity) }
    }

    struct Disabled: ViewTransform {
        let disabled: Bool
        func apply<V: View>(_ view: V) -> any View { view.disabled(disabled) }
    }

    struct TapGesture: ViewTransform {
        let count: Int
        func apply<V: View>(_ view: V) -> any View { view.onTapGesture(count: count) {} }
    }

    struct AccessibilityLabel: ViewTransform {
        let label: Text
        func apply<V: View>(_ view: V) -> any View { view.accessibilityLabel(label) }
    }

    struct AccessibilityIdentifier: ViewTransform {
        let identifier: String
        func apply<V: View>(_ view: V) -> any View { view.accessibilityIdentifier(identifier) }
    }

    struct Style<S: PickerStyle>: ViewTransform {
        let style: S
        func apply<V: View>(_ view: V) -> any View { view.pickerStyle(style) }
    }
}
