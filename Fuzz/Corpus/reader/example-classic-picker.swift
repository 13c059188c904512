import SwiftUI

// The classic three-segment picker: tagged Texts read by the inspector.
SegmentedPicker(selection: .constant(0)) {
    Text("First").tag(0)
    Text("Second").tag(1)
    Text("Third").tag(2)
}
