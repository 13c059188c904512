extension Gesture {
    /// This gesture, or `other` when this one fails: only one of them is recognised.
    public func exclusively<Other>(before other: Other) -> ExclusiveGesture<Self, Other> where Other: Gesture {
        ExclusiveGesture(self, other)
    }

    /// This gesture, then `other` once this one succeeds.
    public func sequenced<Other>(before other: Other) -> SequenceGesture<Self, Other> where Other: Gesture {
        SequenceGesture(self, other)
    }

    /// This gesture and `other`, recognised at the same time.
    public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other> where Other: Gesture {
        SimultaneousGesture(self, other)
    }
}
