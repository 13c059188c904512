import Builders

// The controls family's views built from views known only at run time: each function opens
// its `any View` arguments into generic parameters and calls the public initialiser.
extension TypedBuilders {
    static func button(label: any View, role: ButtonRole?, action: @escaping () -> Void = {}) -> any View {
        func open<L: View>(_ label: L) -> any View { Button(role: role, action: action, label: { label }) }
        return open(label)
    }

    static func textField(label: any View, text: Binding<String>, prompt: Text?, axis: _TextFieldAxis?, onCommit: (() -> Void)? = nil) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let onCommit { return TextField.make(label: label, text: text, prompt: prompt, axis: axis, onCommit: onCommit) }
            if let axis { return TextField(text: text, prompt: prompt, axis: axis, label: { label }) }
            return TextField(text: text, prompt: prompt, label: { label })
        }
        return open(label)
    }

    static func secureField(label: any View, text: Binding<String>, prompt: Text?) -> any View {
        func open<L: View>(_ label: L) -> any View { SecureField(text: text, prompt: prompt, label: { label }) }
        return open(label)
    }

    static func stepper<V: Strideable>(label: any View, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let bounds { return Stepper(value: value, in: bounds, step: step, label: { label }) }
            return Stepper(value: value, step: step, label: { label })
        }
        return open(label)
    }

    static func stepper(label: any View, onIncrement: @escaping () -> Void, onDecrement: @escaping () -> Void) -> any View {
        func open<L: View>(_ label: L) -> any View { Stepper(label: { label }, onIncrement: onIncrement, onDecrement: onDecrement) }
        return open(label)
    }

    /// A slider with labels at its ends, or nil when the two end labels are not of one type (as Swift requires).
    static func slider(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: any View, minimum: any View, maximum: any View) -> (any View)? {
        func open<L: View, M: View>(_ label: L, _ minimum: M) -> (any View)? {
            guard let maximum = maximum as? M else { return nil }
            if let step {
                return Slider(value: value, in: bounds, step: step, label: { label }, minimumValueLabel: { minimum }, maximumValueLabel: { maximum })
            }
            return Slider(value: value, in: bounds, label: { label }, minimumValueLabel: { minimum }, maximumValueLabel: { maximum })
        }
        return open(label, minimum)
    }

    static func slider(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let step { return Slider(value: value, in: bounds, step: step, label: { label }) }
            return Slider(value: value, in: bounds, label: { label })
        }
        return open(label)
    }

    static func datePicker(label: any View, selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let range { return DatePicker(selection: selection, in: range, displayedComponents: components, label: { label }) }
            return DatePicker(selection: selection, displayedComponents: components, label: { label })
        }
        return open(label)
    }

    static func colorPicker(label: any View, selection: Binding<Color>, supportsOpacity: Bool) -> any View {
        func open<L: View>(_ label: L) -> any View { ColorPicker(selection: selection, supportsOpacity: supportsOpacity, label: { label }) }
        return open(label)
    }

    static func progressView(label: (any View)?, currentValueLabel: (any View)?, value: Double?, total: Double, determinate: Bool) -> any View {
        guard let label else {
            return determinate ? ProgressView(value: value, total: total) : ProgressView()
        }
        func open<L: View>(_ label: L) -> any View {
            guard determinate else { return ProgressView(label: { label }) }
            guard let currentValueLabel else { return ProgressView(value: value, total: total, label: { label }) }
            func withCurrent<C: View>(_ current: C) -> any View {
                ProgressView(value: value, total: total, label: { label }, currentValueLabel: { current })
            }
            return withCurrent(currentValueLabel)
        }
        return open(label)
    }

    static func label(title: any View, icon: any View) -> any View {
        func open<T: View, I: View>(_ title: T, _ icon: I) -> any View { Label(title: { title }, icon: { icon }) }
        return open(title, icon)
    }

    /// A Link to `destination` showing `label`.
    static func link(destination: URL, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View { Link(destination: destination) { label } }
        return open(label)
    }

    static func labeledContent(label: any View, content: any View) -> any View {
        func open<L: View, C: View>(_ label: L, _ content: C) -> any View { LabeledContent(content: { content }, label: { label }) }
        return open(label, content)
    }
}
